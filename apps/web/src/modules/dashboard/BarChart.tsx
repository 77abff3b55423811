import { BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip, type ChartOptions } from 'chart.js';
import { Bar } from 'react-chartjs-2';

// only the parts the dashboards draw (tree-shaken: bars, two axes, tooltip, legend)
Chart.register(CategoryScale, LinearScale, BarElement, Tooltip, Legend);

export interface BarSpec {
  labels: string[];
  series: { label: string; data: number[]; color: string }[];
  /** Bars from the left (long labels: forms, approvers). */
  horizontal?: boolean;
  stacked?: boolean;
  height?: number;
  ariaLabel: string;
  /** A bar was clicked: its row's index (the list behind it opens). */
  onSelect?: (index: number) => void;
}

/** A bar chart (Chart.js on a canvas); loaded only by the pages that draw charts (React.lazy). */
export default function BarChart({ labels, series, horizontal, stacked, height = 240, ariaLabel, onSelect }: BarSpec) {
  const options: ChartOptions<'bar'> = {
    indexAxis: horizontal ? 'y' : 'x',
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    plugins: { legend: { display: series.length > 1, position: 'bottom' } },
    scales: { x: { stacked, ticks: { precision: 0 } }, y: { stacked, ticks: { precision: 0 } } },
    onClick: (_e, elements) => {
      if (elements[0] && onSelect) onSelect(elements[0].index);
    },
    onHover: (e, elements) => {
      const target = e.native?.target as HTMLElement | undefined;
      if (target) target.style.cursor = elements.length && onSelect ? 'pointer' : 'default';
    },
  };
  return (
    <div style={{ height }}>
      <Bar
        aria-label={ariaLabel}
        role="img"
        options={options}
        data={{ labels, datasets: series.map((s) => ({ label: s.label, data: s.data, backgroundColor: s.color, borderRadius: 3 })) }}
      />
    </div>
  );
}
