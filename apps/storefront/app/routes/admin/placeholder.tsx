/** Replaced by the admin area (issue 8). Reaching it means the admin guard let the user in. */
export default function AdminPlaceholder() {
  return (
    <main className="mx-auto max-w-page p-gutter">
      <h1 className="text-h1">ADMIN</h1>
    </main>
  );
}
