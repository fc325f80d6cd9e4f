/** The framework's floor: a trivial page, no client components, rendered for every request. */
export default function Floor() {
  return (
    <>
      <title>Floor</title>
      <h1>The floor</h1>
      <p>A trivial page: what Waku and React cost for a request that renders almost nothing.</p>
      <p>Every figure in the bench above this one is the site's tree or the site itself.</p>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
