// A utilisation bar as NetBox's utilization_graph draws it: green below 75 %, amber from 75,
// red from 90 (always red for a prefix marked fully utilised), with the figure beside the bar.
export const WARNING = 75;
export const DANGER = 90;

export function UtilizationBar({ percent, label = 'Utilization' }: { percent: number; label?: string }) {
  const shown = Math.max(0, Math.min(100, percent));
  const level = shown >= DANGER ? 'danger' : shown >= WARNING ? 'warning' : 'success';
  const text = `${Number.isInteger(percent) ? percent : percent.toFixed(1)}%`;
  return (
    <div class="utilization">
      <div class="progress utilization-bar" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(shown)} aria-valuetext={text}>
        {/* Its width set through the CSSOM, which a strict style-src allows. */}
        <div class={`progress-bar bg-${level}`} style={{ width: `${shown}%` }} />
      </div>
      <span class="utilization-figure">{text}</span>
    </div>
  );
}
