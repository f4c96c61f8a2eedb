/** Grey cards shaped like the ones that are loading, in the same grid, so the page does not jump when they arrive. */
export function SkeletonCards({ count, gridClass, cardClass, parts }: { count: number; gridClass: string; cardClass: string; parts: readonly string[] }) {
  return (
    <ul className={gridClass} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <div className={`${cardClass} skeleton`}>
            {parts.map((part) => (
              <span key={part} className={part} />
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}
