/**
 * The `Affil` column: affiliation names (`Federation`, multi-affiliation `Federation/Non-Aligned`),
 * mission affiliation icons (`[FED][KLI]`), or attempt text on missions (`Any crew may attempt
 * mission.`).
 */
import { AFFILIATIONS, type Affiliation } from '../model';
import { lookupIcon } from './icon-codes';
import type { IssueSink } from './issues';

const affiliationNames = new Set<string>(AFFILIATIONS);

export interface AffiliationField {
  readonly affiliations: Affiliation[];
  readonly iconAffiliations: Affiliation[];
  readonly text?: string;
}

export function parseAffiliationField(raw: string, report: IssueSink): AffiliationField {
  const value = raw.trim();
  if (value === '') return { affiliations: [], iconAffiliations: [] };
  const iconAffiliations: Affiliation[] = [];
  let rest = value.replace(/\[([^\]]+)\]/g, (_match, code: string) => {
    const icon = lookupIcon(code);
    if (icon && icon.category === 'affiliation' && affiliationNames.has(icon.name)) {
      iconAffiliations.push(icon.name as Affiliation);
    } else if (icon && icon.category === 'quadrant') {
      // `[MQ]` appears on a mission's icon row next to the affiliations; it is not an affiliation.
    } else {
      report('Affil', `[${code}]`, 'unknown affiliation icon');
    }
    return ' ';
  });
  rest = rest.trim();
  const affiliations: Affiliation[] = [];
  if (rest !== '' && rest.split('/').every((name) => affiliationNames.has(name.trim()))) {
    for (const name of rest.split('/')) affiliations.push(name.trim() as Affiliation);
    return { affiliations, iconAffiliations };
  }
  if (rest !== '' && affiliationNames.has(rest)) return { affiliations: [rest as Affiliation], iconAffiliations };
  // Some mission rows prefix the icons with the owner's name (`Federation[FED][KLI]`).
  const prefixed = AFFILIATIONS.find((name) => rest === name);
  if (prefixed) return { affiliations: [prefixed], iconAffiliations };
  return { affiliations, iconAffiliations, ...(rest !== '' ? { text: rest } : {}) };
}
