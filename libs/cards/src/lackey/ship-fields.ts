/**
 * Ship columns: staffing (`Staff`, e.g. `[Cmd][Stf][Stf]`, `[Films]  OR {James T. Kirk}`) and the
 * ship's `Text`: a comma-separated special-equipment list (1E rulebook › SHIPS › "List of Special
 * Equipment"; any regular skill may also be special equipment) followed by other text.
 */
import type { StaffingRequirement } from '../model';
import { isRegularSkill } from '../skills';
import { lookupIcon } from './icon-codes';
import type { IssueSink } from './issues';
import { sentenceEnd } from './text-scan';

export const SPECIAL_EQUIPMENT: readonly string[] = [
  'Cloaking Device',
  'Energy Dampener',
  'Holodeck',
  'Holographic Skin',
  'Invasive Transporters',
  'Long-Range Scan Shielding',
  'Particle Scattering Device',
  'Phasing Cloak',
  'Solar Sail',
  'Tractor Beam',
];

export function parseStaffing(raw: string, report: IssueSink): StaffingRequirement {
  const icons: string[] = [];
  const rest = raw.replace(/\[([^\]]+)\]/g, (_m, code: string) => {
    if (!lookupIcon(code)) report('Staff', `[${code}]`, 'unknown staffing icon');
    icons.push(code);
    return '';
  });
  const alternatives = rest
    .split(/\bOR\b/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  return { icons, alternatives };
}

export interface ShipText {
  readonly specialEquipment: string[];
  readonly specialText: string[];
  readonly specialDownloads: string[][];
}

const EQUIPMENT_NAMES = [...SPECIAL_EQUIPMENT].sort((a, b) => b.length - a.length);

export function parseShipText(raw: string): ShipText {
  const specialEquipment: string[] = [];
  const specialText: string[] = [];
  const specialDownloads: string[][] = [];
  let rest = raw.trim();
  for (;;) {
    const equipment = leadingEquipment(rest);
    if (!equipment) break;
    specialEquipment.push(equipment);
    rest = rest.slice(equipment.length).replace(/^\s*,?\s*/, '');
  }
  let position = 0;
  while (position < rest.length) {
    if (rest.startsWith('DL/', position)) {
      const end = sentenceEnd(rest, position);
      const segment = rest.slice(position + 3, end);
      const braces = [...segment.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!.trim());
      specialDownloads.push(braces.length > 0 ? braces : [segment.trim()]);
      position = end;
    } else {
      const end = sentenceEnd(rest, position);
      const nextDownload = rest.indexOf('DL/', position + 1);
      const stop = nextDownload > position && nextDownload < end ? nextDownload : end;
      const sentence = rest.slice(position, stop).trim();
      if (sentence) specialText.push(sentence);
      position = stop;
    }
    while (position < rest.length && /\s/.test(rest[position]!)) position += 1;
  }
  return { specialEquipment, specialText, specialDownloads };
}

function leadingEquipment(text: string): string | undefined {
  const known = EQUIPMENT_NAMES.find((name) => text.startsWith(name) && /^(\s|,|$)/.test(text.slice(name.length)));
  if (known) return known;
  const skill = /^([A-Z][A-Za-z' ]+?|[A-Z.]+)(?=\s*(,|$|\s+DL\/))/.exec(text);
  if (skill && isRegularSkill(skill[1]!.trim())) return skill[1]!.trim();
  return undefined;
}
