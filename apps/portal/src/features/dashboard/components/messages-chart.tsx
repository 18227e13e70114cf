import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { INTERFACE_LOCALES } from '../../../lib/format-date';
import { useLanguage } from '../../../lib/language';
import { usePrefersReducedMotion } from '../../../lib/reduced-motion';
import type { Dashboard } from '../api/get-dashboard';
import { ChartDataTable } from './chart-data-table';
import { SERIES_DASHES, useChartTheme } from './chart-theme';

type Charts = Dashboard['charts'];

/** "2025-05-02" as 02/05: the days come in the parent's time zone already, so no clock is involved. */
export function formatChartDay(day: string, withYear = false): string {
  const [year, month, date] = day.split('-');
  return withYear ? `${date}/${month}/${year}` : `${date}/${month}`;
}

/**
 * Messages each child sent per day over the last 30 days: one line per child (each its own colour
 * and dash), and for screen readers the same numbers as a table, with a written summary for all.
 */
export function MessagesChart({ days, series }: Pick<Charts, 'days'> & { series: Charts['messages_per_day'] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const theme = useChartTheme();
  const isReducedMotion = usePrefersReducedMotion();
  const titleId = useId();
  const summaryId = useId();

  const rows = days.map((day, index) => ({
    day: formatChartDay(day),
    ...Object.fromEntries(series.map((child) => [child.child_id, child.counts[index] ?? 0])),
  }));
  const dailyTotals = days.map((_day, index) => series.reduce((sum, child) => sum + (child.counts[index] ?? 0), 0));
  const busiest = dailyTotals.reduce((best, total, index) => (total > (dailyTotals[best] ?? 0) ? index : best), 0);
  const hasMessages = (dailyTotals[busiest] ?? 0) > 0;
  const totals = new Intl.ListFormat(INTERFACE_LOCALES[language], { type: 'conjunction' }).format(
    series.map((child) =>
      t('dashboard.charts.messages.childTotal', {
        name: child.name,
        count: child.counts.reduce((sum, count) => sum + count, 0),
      }),
    ),
  );

  return (
    <figure aria-labelledby={titleId} aria-describedby={summaryId} className="min-w-0">
      <h3 id={titleId} className="font-semibold text-slate-900 dark:text-white">
        {t('dashboard.charts.messages.title', { days: days.length })}
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('dashboard.charts.messages.description')}</p>

      {hasMessages ? (
        <div aria-hidden="true" className="mt-4 h-64 sm:h-72">
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={rows} margin={{ top: 8, right: 12, bottom: 0, left: -12 }} accessibilityLayer={false}>
              <CartesianGrid stroke={theme.grid} strokeDasharray="3 3" vertical={false} />
              <XAxis
                dataKey="day"
                tick={{ fill: theme.axis, fontSize: 12 }}
                tickLine={false}
                axisLine={{ stroke: theme.grid }}
                interval="preserveStartEnd"
                minTickGap={18}
              />
              <YAxis
                allowDecimals={false}
                tick={{ fill: theme.axis, fontSize: 12 }}
                tickLine={false}
                axisLine={false}
                width={44}
              />
              <Tooltip
                contentStyle={{
                  backgroundColor: theme.surface,
                  borderColor: theme.tooltipBorder,
                  borderRadius: 12,
                  color: theme.text,
                }}
                labelStyle={{ color: theme.text, fontWeight: 600 }}
              />
              <Legend iconType="plainline" itemSorter={null} wrapperStyle={{ color: theme.text, fontSize: 13 }} />
              {series.map((child, index) => (
                <Line
                  key={child.child_id}
                  type="monotone"
                  dataKey={child.child_id}
                  name={child.name}
                  stroke={theme.series[index % theme.series.length]}
                  strokeDasharray={SERIES_DASHES[index % SERIES_DASHES.length]}
                  strokeWidth={2.5}
                  dot={false}
                  activeDot={{ r: 4 }}
                  isAnimationActive={!isReducedMotion}
                />
              ))}
            </LineChart>
          </ResponsiveContainer>
        </div>
      ) : (
        <p className="mt-4 rounded-xl bg-slate-50 p-6 text-center text-slate-600 dark:bg-slate-800/60 dark:text-slate-400">
          {t('dashboard.charts.messages.empty')}
        </p>
      )}

      <p id={summaryId} className="mt-3 text-sm text-slate-700 dark:text-slate-300">
        {hasMessages
          ? `${t('dashboard.charts.messages.summary', { totals })} ${t('dashboard.charts.messages.busiest', {
              day: formatChartDay(days[busiest] ?? '', true),
              count: dailyTotals[busiest] ?? 0,
            })}`
          : t('dashboard.charts.messages.empty')}
      </p>

      {hasMessages && (
        <ChartDataTable
          caption={t('dashboard.charts.messages.tableCaption', { days: days.length })}
          columns={[t('dashboard.charts.messages.day'), ...series.map((child) => child.name)]}
          rows={days.map((day, index) => ({
            key: day,
            label: formatChartDay(day, true),
            values: series.map((child) => child.counts[index] ?? 0),
          }))}
        />
      )}
    </figure>
  );
}
