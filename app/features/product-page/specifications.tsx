import { orderedSpecifications } from '#core/catalog/spec-fields';

/** Key and value pairs in the category's field order; the caller leaves it out when there are none (spec section 2). */
export function SpecificationsTable({
  specifications,
  category,
}: {
  specifications: Record<string, string>;
  category: string;
}) {
  const rows = orderedSpecifications(specifications, category).filter(([k, v]) => k.trim() && String(v ?? '').trim());
  if (rows.length === 0) return null;
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <tbody className="divide-y divide-slate-100">
          {rows.map(([key, value]) => (
            <tr key={key} className="even:bg-slate-50/60">
              <th scope="row" className="w-2/5 px-4 py-3 align-top font-medium text-slate-600">
                {key}
              </th>
              <td className="px-4 py-3 text-slate-900">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function hasSpecifications(specifications: Record<string, string> | null | undefined): boolean {
  return Object.entries(specifications ?? {}).some(([k, v]) => k.trim() && String(v ?? '').trim());
}
