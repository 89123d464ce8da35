/** The dashboard's charts (recharts): loaded with the dashboard only, never by other screens. */
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis, type DefaultLegendContentProps } from "recharts";
import type { DayFigures } from "../server/figures";
import { formats } from "./parts";
import { analyticAdminTexts } from "./texts";

const shortDay = (day: string) => day.slice(5);
/**
 * The legend: each series' swatch and name, the text in the page's ink (series colours are for the
 * marks, and lighter ones would fail contrast). Recharts' own names each swatch '… legend icon',
 * in English whatever the page's language; here the swatch is decoration and the name says it.
 */
function seriesLegend({ payload }: DefaultLegendContentProps) {
  return (
    <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 pt-2 text-sm text-ink">
      {payload?.map((entry) => (
        <li key={String(entry.value)} className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm" style={{ backgroundColor: entry.color }} />
          {String(entry.value)}
        </li>
      ))}
    </ul>
  );
}

export function TrafficChart({ days, language }: { days: DayFigures[]; language: string }) {
  const t = analyticAdminTexts.all(language);
  const { number } = formats(language);
  return (
    <ResponsiveContainer width="100%" height={260}>
      <AreaChart data={days} title={t.visitorsAndViewsPerDay} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e5e0d8" />
        <XAxis dataKey="day" tickFormatter={shortDay} fontSize={12} minTickGap={16} />
        <YAxis allowDecimals={false} fontSize={12} tickFormatter={number} />
        <Tooltip formatter={(value) => (typeof value === "number" ? number(value) : value)} />
        <Legend content={seriesLegend} />
        <Area type="monotone" dataKey="views" name={t.views} stroke="#8a5a2b" fill="#8a5a2b" fillOpacity={0.15} isAnimationActive={false} />
        <Area type="monotone" dataKey="visitors" name={t.visitors} stroke="#2b5a8a" fill="#2b5a8a" fillOpacity={0.25} isAnimationActive={false} />
      </AreaChart>
    </ResponsiveContainer>
  );
}

export function SubmissionsChart({ days, language }: { days: DayFigures[]; language: string }) {
  const t = analyticAdminTexts.all(language);
  const { number } = formats(language);
  return (
    <ResponsiveContainer width="100%" height={220}>
      <BarChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e5e0d8" />
        <XAxis dataKey="day" tickFormatter={shortDay} fontSize={12} minTickGap={16} />
        <YAxis allowDecimals={false} fontSize={12} tickFormatter={number} />
        <Tooltip formatter={(value) => (typeof value === "number" ? number(value) : value)} />
        <Legend content={seriesLegend} />
        <Bar dataKey="notes" name={t.notes} stackId="s" fill="#8a5a2b" isAnimationActive={false} />
        <Bar dataKey="checkouts" name={t.checkouts} stackId="s" fill="#c9a66b" isAnimationActive={false} />
        <Bar dataKey="forms" name={t.formRequests} stackId="s" fill="#2b5a8a" isAnimationActive={false} />
        <Bar dataKey="signUps" name={t.signUps} stackId="s" fill="#6b8a2b" isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
