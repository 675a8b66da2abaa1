import type { DashboardCharts } from '@raahi/domain/dashboard-charts';
import { reportPath } from '@raahi/domain/reports';
import { billedWindow } from '../api/get-billed-months';
import {
  billedReportPath,
  chartReportPath,
  type ChartAudience,
  type ChartKey,
} from '../lib/report-links';
import { BilledChart } from './billed-chart';
import { DueChart } from './due-chart';
import { CancellationsChart, DutiesByStatusChart, KmChart, ServiceTypesChart } from './duty-charts';
import { ComplianceChart, OnTimeChart, ReviewsChart } from './record-charts';

/**
 * The dashboard's charts (MUI X Charts): this file and what it imports are a chunk of their own,
 * loaded only by the dashboards that show them.
 */
export default function ChartCards({
  data,
  audience,
}: {
  data: DashboardCharts;
  audience: ChartAudience;
}) {
  const to = (chart: ChartKey) => chartReportPath(chart, audience, data);
  return (
    <>
      <DutiesByStatusChart data={data} to={to('dutiesByStatus')} />
      <ServiceTypesChart data={data} to={to('serviceTypes')} />
      <OnTimeChart data={data} to={to('onTime')} />
      <CancellationsChart data={data} to={to('cancellations')} />
      <KmChart data={data} to={to('km')} />
      {data.compliance && <ComplianceChart summary={data.compliance} to={to('compliance')} />}
      <ReviewsChart data={data} to={to('reviews')} />
      {audience.kind === 'operator' && (
        <>
          <BilledChart to={billedReportPath(billedWindow())} />
          <DueChart to={reportPath('receivables')} />
        </>
      )}
    </>
  );
}
