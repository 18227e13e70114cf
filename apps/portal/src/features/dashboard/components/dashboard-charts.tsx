import type { Dashboard } from '../api/get-dashboard';
import { CategoriesChart } from './categories-chart';
import { MessagesChart } from './messages-chart';

/**
 * The dashboard's two charts. A chunk of its own (the charting library is most of its weight):
 * the page shows its figures and lists first, the charts as soon as they arrive.
 */
export function DashboardCharts({ charts }: { charts: Dashboard['charts'] }) {
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <MessagesChart days={charts.days} series={charts.messages_per_day} />
      <CategoriesChart categories={charts.categories} />
    </div>
  );
}
