// The framework's floor: one small page with a loader, rendered on the server like a site page
// (a header, a heading, a paragraph and a short list of links from loader data).
import { useLoaderData } from 'react-router';

export function loader() {
  return {
    title: 'Floor',
    items: Array.from({ length: 12 }, (_, n) => ({
      href: `/item/${n + 1}`,
      label: `Item ${n + 1}`,
    })),
  };
}

export function meta() {
  return [{ title: 'Framework floor' }];
}

export default function Home() {
  const { title, items } = useLoaderData<typeof loader>();
  return (
    <>
      <header>
        <nav aria-label="Main">
          <a href="/">Home</a>
        </nav>
      </header>
      <main>
        <h1>{title}</h1>
        <p>The smallest page this framework renders on this machine, for comparison.</p>
        <ul>
          {items.map((item) => (
            <li key={item.href}>
              <a href={item.href}>{item.label}</a>
            </li>
          ))}
        </ul>
      </main>
    </>
  );
}
