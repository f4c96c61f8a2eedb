import { proComparison, type Message } from '@diary/core';
import { useAppSelector } from '../../app/hooks';
import { translate, useT } from '../../i18n';

/** The free-versus-Pro comparison (landing page and /gopro). */
export function ProComparison() {
  const t = useT();
  const price = useAppSelector((s) => s.app.features?.proPricePerYear);
  const comparison = proComparison(price);
  const text = (value: Message | string) => (typeof value === 'string' ? value : translate(value));
  return (
    <table className="pro-table">
      <thead>
        <tr>
          <th />
          <th>
            {t('pro.free')}
            <small>{translate(comparison.freePrice)}</small>
          </th>
          <th>
            {t('pro.proPlan')}
            <small>{translate(comparison.proPrice)}</small>
          </th>
        </tr>
      </thead>
      <tbody>
        {comparison.rows.map((row) => (
          <tr key={row.name.key}>
            <th scope="row">{translate(row.name)}</th>
            <td>{text(row.free)}</td>
            <td>{text(row.pro)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
