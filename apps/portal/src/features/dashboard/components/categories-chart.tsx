import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNumber } from '../../../lib/format-number';
import { useLanguage } from '../../../lib/language';
import { usePrefersReducedMotion } from '../../../lib/reduced-motion';
import type { Dashboard } from '../api/get-dashboard';
import { ChartDataTable } from './chart-data-table';
import { useChartTheme } from './chart-theme';

type CategoryCounts = Dashboard['charts']['categories'];
const CATEGORY_KEYS = ['educational', 'leisure', 'mixed', 'unclassified'] as const;
/** Names longer than this are cut on the axis (the table and the tooltip keep them whole). */
const AXIS_NAME_MAX_LENGTH = 12;

function shortenName(name: string): string {
  return name.length > AXIS_NAME_MAX_LENGTH ? `${name.slice(0, AXIS_NAME_MAX_LENGTH - 1)}…` : name;
}

/**
 * Each child's conversations by topic category, one stacked bar per child, with the same numbers
 * as a table for screen readers and a written summary for all.
 */
export function CategoriesChart({ categories }: { categories: CategoryCounts }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const theme = useChartTheme();
  const isReducedMotion = usePrefersReducedMotion();
  const titleId = useId();
  const summaryId = useId();

  const rows = categories.map((child) => ({ name: child.name, ...child.counts }));
  const hasConversations = categories.some((child) => CATEGORY_KEYS.some((key) => child.counts[key] > 0));
  const labels = Object.fromEntries(
    CATEGORY_KEYS.map((key) => [key, t(`dashboard.charts.categories.${key}`)]),
  ) as Record<(typeof CATEGORY_KEYS)[number], string>;

  return (
    <figure aria-labelledby={titleId} aria-describedby={summaryId} className="min-w-0">
      <h3 id={titleId} className="font-semibold text-slate-900 dark:text-white">
        {t('dashboard.charts.categories.title')}
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('dashboard.charts.categories.description')}</p>

      {hasConversations ? (
        <div aria-hidden="true" className="mt-4" style={{ height: Math.max(180, 90 + rows.length * 44) }}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart
              data={rows}
              layout="vertical"
              margin={{ top: 0, right: 12, bottom: 0, left: 0 }}
              barCategoryGap="24%"
              accessibilityLayer={false}
            >
              <CartesianGrid stroke={theme.grid} strokeDasharray="3 3" horizontal={false} />
              <XAxis
                type="number"
                allowDecimals={false}
                tick={{ fill: theme.axis, fontSize: 12 }}
                tickLine={false}
                axisLine={{ stroke: theme.grid }}
              />
              <YAxis
                type="category"
                dataKey="name"
                width={92}
                tick={{ fill: theme.text, fontSize: 13 }}
                tickFormatter={shortenName}
                tickLine={false}
                axisLine={false}
              />
              <Tooltip
                cursor={{ fill: theme.grid, opacity: 0.4 }}
                contentStyle={{
                  backgroundColor: theme.surface,
                  borderColor: theme.tooltipBorder,
                  borderRadius: 12,
                  color: theme.text,
                }}
                labelStyle={{ color: theme.text, fontWeight: 600 }}
              />
              <Legend iconType="square" itemSorter={null} wrapperStyle={{ color: theme.text, fontSize: 13 }} />
              {CATEGORY_KEYS.map((key) => (
                <Bar
                  key={key}
                  dataKey={key}
                  name={labels[key]}
                  stackId="categories"
                  fill={theme.categories[key]}
                  stroke={theme.surface}
                  strokeWidth={1.5}
                  isAnimationActive={!isReducedMotion}
                />
              ))}
            </BarChart>
          </ResponsiveContainer>
        </div>
      ) : (
        <p className="mt-4 rounded-xl bg-slate-50 p-6 text-center text-slate-600 dark:bg-slate-800/60 dark:text-slate-400">
          {t('dashboard.charts.categories.empty')}
        </p>
      )}

      <div id={summaryId} className="mt-3 space-y-0.5 text-sm text-slate-700 dark:text-slate-300">
        {hasConversations
          ? categories.map((child) => (
              <span key={child.child_id} className="block">
                {t('dashboard.charts.categories.childSummary', {
                  name: child.name,
                  educational: formatNumber(child.counts.educational, language),
                  leisure: formatNumber(child.counts.leisure, language),
                  mixed: formatNumber(child.counts.mixed, language),
                  unclassified: formatNumber(child.counts.unclassified, language),
                })}
              </span>
            ))
          : t('dashboard.charts.categories.empty')}
      </div>

      {hasConversations && (
        <ChartDataTable
          caption={t('dashboard.charts.categories.tableCaption')}
          columns={[
            t('dashboard.charts.categories.child'),
            ...CATEGORY_KEYS.map((key) => labels[key]),
            t('dashboard.charts.categories.total'),
          ]}
          rows={categories.map((child) => {
            const values = CATEGORY_KEYS.map((key) => child.counts[key]);
            return {
              key: child.child_id,
              label: child.name,
              values: [...values, values.reduce((sum, value) => sum + value, 0)],
            };
          })}
        />
      )}
    </figure>
  );
}
