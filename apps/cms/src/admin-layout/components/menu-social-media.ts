import { defineLayout } from '../define';

const profile = (network: string) => ({
  label: network,
  description: `Adresse des ${network}-Profils; leer = nicht anzeigen.`,
  placeholder: 'https://…',
});

export default defineLayout({
  uid: 'menu.social-media',
  name: { de: 'Social Media', en: 'Social media' },
  fields: {
    facebook: profile('Facebook'),
    instagram: profile('Instagram'),
    youtube: profile('YouTube'),
    tiktok: profile('TikTok'),
    linkedin: profile('LinkedIn'),
  },
  edit: [
    [
      ['facebook', 6],
      ['instagram', 6],
    ],
    [
      ['youtube', 6],
      ['tiktok', 6],
    ],
    [['linkedin', 6]],
  ],
});
