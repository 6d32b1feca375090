import { docId, mediaId, type SeedContext } from '../lib/context';

const ADDRESS = 'Am Zentralplatz 1\n50999 Mittelstadt';

export function generalContact(ctx: SeedContext) {
  const base = {
    museumName: 'Zentralmuseum',
    phone: '+49 123 456 78-0',
    mail: 'info@zentralmuseum.example',
    routePlanningUrl: 'https://maps.example.org/route?to=Zentralmuseum+Mittelstadt',
  };
  const press = {
    name: 'Katrin Hoffmann',
    phone: '+49 123 456 78-30',
    mail: 'presse@zentralmuseum.example',
  };
  const offers = {
    name: 'Besucherservice',
    phone: '+49 123 456 78-20',
    mail: 'fuehrungen@zentralmuseum.example',
  };
  const shareImage = mediaId(ctx, 'building');
  // The footer links these pages wherever their slugs lead (each locale connects its own version).
  const legalPages = {
    imprintPage: docId(ctx, 'page', 'impressum'),
    privacyPage: docId(ctx, 'page', 'datenschutz'),
  };
  return {
    de: {
      ...base,
      ...legalPages,
      address: ADDRESS,
      general: {
        title: 'Kontakt',
        name: 'Zentralmuseum',
        phone: base.phone,
        mail: base.mail,
        text: 'Dienstag bis Sonntag 10–18 Uhr, Donnerstag bis 20 Uhr',
      },
      press: { title: 'Presse', ...press, text: 'Pressestelle, Montag bis Freitag 9–16 Uhr' },
      offers: {
        title: 'Führungen und Workshops',
        ...offers,
        text: 'Buchungen Dienstag bis Freitag 9–15 Uhr',
      },
      seo: {
        metaTitle: 'Kontakt | Zentralmuseum',
        metaDescription:
          'So erreichen Sie das Zentralmuseum: Adresse, Telefon, E-Mail und Ansprechpartner.',
        shareImage,
      },
    },
    en: {
      ...base,
      ...legalPages,
      address: `${ADDRESS}\nGermany`,
      general: {
        title: 'Contact',
        name: 'Zentralmuseum',
        phone: base.phone,
        mail: base.mail,
        text: 'Tuesday to Sunday 10 am–6 pm, Thursday until 8 pm',
      },
      press: { title: 'Press', ...press, text: 'Press office, Monday to Friday 9 am–4 pm' },
      offers: {
        title: 'Tours and workshops',
        ...offers,
        name: 'Visitor service',
        text: 'Bookings Tuesday to Friday 9 am–3 pm',
      },
      seo: {
        metaTitle: 'Contact | Zentralmuseum',
        metaDescription: 'How to reach the Zentralmuseum: address, phone, e-mail and contacts.',
        shareImage,
      },
    },
  };
}

export function home(ctx: SeedContext) {
  const image = mediaId(ctx, 'building');
  return {
    de: {
      title: 'Zentralmuseum',
      intro:
        'Technik und Kunst unter einem Dach: Entdecken Sie Maschinen, die die Welt verändert haben, Bilder aus vier Jahrhunderten und wechselnde Ausstellungen im Schauhaus.',
      currentTitle: 'Jetzt im Museum',
      comingSoonTitle: 'Demnächst',
      discoverTitle: 'Entdecken',
      image,
      seo: {
        metaTitle: 'Zentralmuseum – Technik, Kunst und Schauhaus',
        metaDescription:
          'Das Zentralmuseum zeigt Technik und Kunst unter einem Dach. Ausstellungen, Programm, Führungen und digitale Angebote.',
        shareImage: image,
      },
    },
    en: {
      title: 'Zentralmuseum',
      intro:
        'Technology and art under one roof: discover machines that changed the world, paintings from four centuries and changing exhibitions at the Schauhaus.',
      currentTitle: 'Now at the museum',
      comingSoonTitle: 'Coming soon',
      discoverTitle: 'Discover',
      image,
      seo: {
        metaTitle: 'Zentralmuseum – Technology, Art and Schauhaus',
        metaDescription:
          'The Zentralmuseum shows technology and art under one roof. Exhibitions, programme, guided tours and digital offers.',
        shareImage: image,
      },
    },
  };
}
