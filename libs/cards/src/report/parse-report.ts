/**
 * The parse report: counts by type and every field value the importer could not interpret, with
 * reasons; optionally restricted to one release (`premiere`). Pure over an import result.
 */
import type { LackeyImport } from '../lackey/import-lackey';
import type { ImportIssue } from '../lackey/issues';
import type { Card } from '../model';

export interface ParseReport {
  readonly scope: string;
  readonly cardCount: number;
  readonly countsByType: Readonly<Record<string, number>>;
  readonly personnel: { readonly total: number; readonly skillBoxesClean: number };
  readonly missions: { readonly total: number; readonly withRequirements: number; readonly requirementsClean: number };
  readonly iconsSeen: readonly { readonly code: string; readonly name: string; readonly cards: number }[];
  readonly issues: readonly ImportIssue[];
  readonly issuesByReason: readonly { readonly field: string; readonly reason: string; readonly count: number }[];
  readonly cardsWithIssues: number;
}

export function buildParseReport(result: LackeyImport, release?: string): ParseReport {
  const inScope = (item: { release: string }) => release === undefined || item.release === release;
  const cards = result.cards.filter(inScope);
  const issues = result.issues.filter(inScope);
  const issueCards = new Set(issues.map((issue) => issue.cardId));
  const textIssueCards = new Set(issues.filter((issue) => issue.field === 'Text').map((issue) => issue.cardId));

  const countsByType: Record<string, number> = {};
  for (const card of cards) {
    const key = card.qIcon ? `Q ${card.type}` : card.types.join('/');
    countsByType[key] = (countsByType[key] ?? 0) + 1;
  }
  const personnel = cards.filter((card) => card.personnel);
  const missions = cards.filter((card) => card.mission);
  const withRequirements = missions.filter((card) => card.mission?.requirements);

  const iconCounts = new Map<string, { code: string; name: string; cards: number }>();
  for (const card of cards) {
    for (const icon of uniqueIcons(card)) {
      const entry = iconCounts.get(icon.code) ?? { code: icon.code, name: icon.name, cards: 0 };
      entry.cards += 1;
      iconCounts.set(icon.code, entry);
    }
  }

  const reasonCounts = new Map<string, { field: string; reason: string; count: number }>();
  for (const issue of issues) {
    const key = `${issue.field}\u0000${issue.reason}`;
    const entry = reasonCounts.get(key) ?? { field: issue.field, reason: issue.reason, count: 0 };
    entry.count += 1;
    reasonCounts.set(key, entry);
  }

  return {
    scope: release ?? 'all',
    cardCount: cards.length,
    countsByType,
    personnel: {
      total: personnel.length,
      skillBoxesClean: personnel.filter((card) => !textIssueCards.has(card.id)).length,
    },
    missions: {
      total: missions.length,
      withRequirements: withRequirements.length,
      requirementsClean: missions.filter((card) => card.mission?.requirements && !textIssueCards.has(card.id)).length,
    },
    iconsSeen: [...iconCounts.values()].sort((a, b) => b.cards - a.cards || a.code.localeCompare(b.code)),
    issues,
    issuesByReason: [...reasonCounts.values()].sort((a, b) => b.count - a.count),
    cardsWithIssues: issueCards.size,
  };
}

function uniqueIcons(card: Card) {
  const seen = new Map<string, { code: string; name: string }>();
  for (const icon of card.icons) seen.set(icon.code, icon);
  for (const arrow of card.nemesisArrows) {
    const code = arrow.direction === 'right' ? `(${arrow.colour}>` : `<${arrow.colour})`;
    seen.set(code, { code, name: `Nemesis arrow ${arrow.colour} (${arrow.direction})` });
  }
  for (const affiliation of card.infiltrationIcons) {
    seen.set(`<${affiliation}>`, { code: `<${affiliation}>`, name: `Infiltration: ${affiliation}` });
  }
  return seen.values();
}

export function formatParseReport(report: ParseReport): string {
  const lines: string[] = [];
  lines.push(`Parse report (${report.scope}): ${report.cardCount} cards`);
  lines.push('');
  lines.push('Cards by type:');
  for (const [type, count] of Object.entries(report.countsByType).sort((a, b) => b[1] - a[1])) {
    lines.push(`  ${type.padEnd(18)} ${String(count).padStart(5)}`);
  }
  lines.push('');
  lines.push(`Personnel skill boxes: ${report.personnel.skillBoxesClean}/${report.personnel.total} parsed with nothing left over`);
  lines.push(
    `Mission requirements:  ${report.missions.requirementsClean}/${report.missions.total} parsed with nothing left over` +
      ` (${report.missions.withRequirements} with a requirement expression)`,
  );
  lines.push(`Icon codes seen: ${report.iconsSeen.length}`);
  lines.push(`  ${report.iconsSeen.map((icon) => `${icon.code}=${icon.name} (${icon.cards})`).join(', ')}`);
  lines.push('');
  lines.push(`Uninterpreted values: ${report.issues.length} on ${report.cardsWithIssues} cards`);
  for (const group of report.issuesByReason) {
    lines.push(`  ${group.field}: ${group.reason} — ${group.count}`);
  }
  if (report.issues.length > 0) {
    lines.push('');
    lines.push('Every uninterpreted value:');
    for (const issue of report.issues) {
      lines.push(`  ${issue.cardId} ${issue.title} [${issue.type}] ${issue.field}: "${issue.value}" — ${issue.reason}`);
    }
  }
  return lines.join('\n');
}
