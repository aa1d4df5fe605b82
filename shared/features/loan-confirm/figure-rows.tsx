/**
 * Label and figure pairs as loan confirm shows them (the offer's details, the Disclosure Statement and
 * its copy): one description list, one look.
 */
export function FigureRows({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <dl className="lc-rows">
      {rows.map(([label, value], i) => (
        <div key={i} className="lc-rows__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
