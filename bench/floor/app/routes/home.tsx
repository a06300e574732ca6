export function meta() {
  return [{ title: 'Floor page' }];
}

/** Loader data of about the size of a small page, so decoding it is part of the floor too. */
export function loader() {
  return { items: Array.from({ length: 20 }, (_, index) => ({ id: index + 1, name: `Product ${index + 1}`, price: `${(index + 1) * 3},50 €` })) };
}

// Typed by hand: the floor has no route type generation (nothing the bare app does not need).
export default function Home({ loaderData }: { loaderData: ReturnType<typeof loader> }) {
  return (
    <main>
      <h1>Professional beauty products</h1>
      <p>A server-rendered React Router page that hydrates, with nothing else on it.</p>
      <ul>
        {loaderData.items.map((item) => (
          <li key={item.id}>
            {item.name}: {item.price}
          </li>
        ))}
      </ul>
    </main>
  );
}
