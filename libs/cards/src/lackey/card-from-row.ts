/** Maps one LackeyCCG CSV record to a typed `Card`, reporting every value it cannot interpret. */
import type { Affiliation, AttributeValue, Card, FacilityFacts, PersonnelFacts, PersonnelHalf, ShipFacts, MissionFacts } from '../model';
import { parseAffiliationField } from './affiliation-field';
import { parseAttribute, parseDualAttribute } from './attributes';
import { parseCardType } from './card-type-field';
import { parseIconField } from './icon-field';
import type { ImportIssue, IssueSink } from './issues';
import {
  parseMissionKind,
  parseMissionRequirements,
  parsePoints,
  parseQuadrant,
  parseSpan,
} from './mission-fields';
import { parseShipText, parseStaffing } from './ship-fields';
import { parseSkillBox } from './skill-box';
import { splitSemicolonList } from './text-scan';

export type LackeyRecord = Readonly<Record<string, string>>;

export const LACKEY_COLUMNS = [
  'Name',
  'Set',
  'ImageFile',
  'Release',
  'Set id',
  'Blueprint ID',
  'Info',
  'Property',
  'Uniqueness',
  'Type',
  'Mission/ Dilemma Type',
  'Affil',
  'Class',
  'Int/Rng',
  'Cun/Wpn',
  'Str/Shd',
  'Points',
  'Region',
  'Quadrant',
  'Span',
  'Icons',
  'Staff',
  'Characteristics/ Keywords',
  'Requires',
  'Persona',
  'Command',
  'Lore',
  'Reports',
  'Names',
  'Text',
] as const;

export interface RowResult {
  readonly card?: Card;
  readonly issues: ImportIssue[];
}

export function cardFromRecord(record: LackeyRecord): RowResult {
  const field = (name: string) => (record[name] ?? '').trim();
  const issues: ImportIssue[] = [];
  const base = {
    cardId: field('Blueprint ID'),
    title: field('Name'),
    release: field('Release'),
    type: field('Type'),
  };
  const report: IssueSink = (name, value, reason) => issues.push({ ...base, field: name, value, reason });

  const typeField = parseCardType(field('Type'), report);
  if (!base.cardId) report('Blueprint ID', '', 'missing card id');
  if (!typeField || !base.cardId) return { issues };

  const iconField = parseIconField(field('Icons'), 'Icons', report);
  const affiliation = parseAffiliationField(field('Affil'), report);
  const uniqueness = field('Uniqueness');
  if (uniqueness !== '' && uniqueness !== 'univ' && uniqueness !== 'enig') {
    report('Uniqueness', uniqueness, 'unknown uniqueness marker');
  }
  const universal = uniqueness === 'univ';
  const title = base.title.replace(/\s*\*$/, '');
  const text = record['Text'] ?? '';

  let personnel: PersonnelFacts | undefined;
  let ship: ShipFacts | undefined;
  let mission: MissionFacts | undefined;
  let facilityKind: string | undefined;
  let facility: FacilityFacts | undefined;
  let dilemmaKind = undefined as Card['dilemmaKind'];

  switch (typeField.type) {
    case 'Personnel':
      personnel = personnelFacts(record, report);
      break;
    case 'Ship':
      ship = shipFacts(record, report);
      break;
    case 'Mission':
      mission = missionFacts(record, affiliation.iconAffiliations, affiliation.text, universal, report);
      break;
    case 'Facility':
      facilityKind = field('Class') || undefined;
      facility = facilityFacts(record, report);
      break;
    case 'Dilemma':
      dilemmaKind = parseMissionKind(field('Mission/ Dilemma Type'), 'Mission/ Dilemma Type', report);
      break;
    default:
      break;
  }
  if (affiliation.text && typeField.type !== 'Mission') report('Affil', affiliation.text, 'affiliation text on a non-mission');
  // Issue 15 (helper tail5): a point box on a card other than a mission (a mission's is in its MissionFacts).
  const pointBox = typeField.type !== 'Mission' ? parsePoints(field('Points'), report) : undefined;

  const affiliations: Affiliation[] =
    affiliation.affiliations.length > 0 ? affiliation.affiliations : typeField.type === 'Mission' ? [] : affiliation.iconAffiliations;

  const card: Card = {
    id: base.cardId,
    title,
    setId: field('Set id'),
    release: base.release,
    formats: field('Set').split('_').filter(Boolean),
    ...(field('Info') ? { rarity: field('Info') } : {}),
    ...(field('Property') ? { property: field('Property') } : {}),
    type: typeField.type,
    types: typeField.types,
    qIcon: typeField.qIcon,
    universal,
    enigma: uniqueness === 'enig',
    affiliations,
    icons: iconField.icons,
    nemesisArrows: iconField.nemesisArrows,
    infiltrationIcons: iconField.infiltrationIcons,
    ...(dilemmaKind ? { dilemmaKind } : {}),
    ...(personnel ? { personnel } : {}),
    ...(ship ? { ship } : {}),
    ...(mission ? { mission } : {}),
    ...(pointBox ? { pointBox } : {}),
    ...(facilityKind ? { facilityKind } : {}),
    ...(facility ? { facility } : {}),
    characteristics: splitSemicolonList(field('Characteristics/ Keywords')),
    requiresCharacteristics: splitSemicolonList(field('Requires')),
    // The list writes some personas in parentheses, "(Julian Bashir)" on Captain Bashir: the name is what is inside.
    persona: splitSemicolonList(field('Persona')).map((name) => name.replace(/^\((.*)\)$/, '$1').trim()),
    commandedBy: splitSemicolonList(field('Command')),
    reportsTo: field('Reports')
      .split(/[,;]|\s\/\s/)
      .map((item) => item.trim())
      .filter(Boolean),
    alternateNames: splitSemicolonList(field('Names')),
    ...(field('Lore') ? { lore: field('Lore') } : {}),
    ...(text.trim() ? { text: text.trim() } : {}),
  };
  return { card, issues };
}

function personnelFacts(record: LackeyRecord, report: IssueSink): PersonnelFacts {
  const classification = (record['Class'] ?? '').trim();
  const text = record['Text'] ?? '';
  // Borg personnel have no classification; their subcommand icons take its place.
  const borg = (record['Affil'] ?? '').includes('Borg');
  if (classification === '' && !borg) report('Class', '', 'personnel without classification');
  const classes = classification.split('+');
  if (classes.length === 2) {
    const integrity = parseDualAttribute(record['Int/Rng'] ?? '', 'Int/Rng', report);
    const cunning = parseDualAttribute(record['Cun/Wpn'] ?? '', 'Cun/Wpn', report);
    const strength = parseDualAttribute(record['Str/Shd'] ?? '', 'Str/Shd', report);
    const body = text.trim().startsWith(classification) ? text.trim().slice(classification.length) : text;
    const halves = splitDualSkillBox(body);
    const dual = [0, 1].map((index): PersonnelHalf => {
      const half = halves[index];
      const halfClass = classes[index]!;
      return {
        ...(half?.name ? { name: half.name } : {}),
        classification: halfClass,
        skillBox: parseSkillBox(half?.text ?? '', undefined, report),
        integrity: integrity[index]!,
        cunning: cunning[index]!,
        strength: strength[index]!,
      };
    }) as [PersonnelHalf, PersonnelHalf];
    if (halves.length !== 2) report('Text', text, 'dual personnel skill box does not name two halves');
    const { skills, specialSkills, specialDownloads } = mergeSkillBoxes(dual);
    return {
      classification,
      integrity: integrity[0],
      cunning: cunning[0],
      strength: strength[0],
      skillBox: { skills, specialSkills, specialDownloads },
      dual,
    };
  }
  const skillBox = parseSkillBox(text, classification || undefined, report);
  if (classification && !skillBox.printedClassification && text.trim() !== '') {
    report('Text', text.slice(0, 60), `skill box does not start with the classification ${classification}`);
  }
  const { printedClassification: _printed, ...box } = skillBox;
  return {
    classification,
    integrity: parseAttribute(record['Int/Rng'] ?? '', 'Int/Rng', report),
    cunning: parseAttribute(record['Cun/Wpn'] ?? '', 'Cun/Wpn', report),
    strength: parseAttribute(record['Str/Shd'] ?? '', 'Str/Shd', report),
    skillBox: box,
  };
}

/** `Data: ENGINEER Music Geordi: ENGINEER Physics` → two named halves. */
function splitDualSkillBox(text: string): { name: string; text: string }[] {
  const labels = [...text.matchAll(/(?:^|\s)([A-Z][A-Za-z.'-]+):\s/g)];
  if (labels.length < 2) return labels.length === 1 ? [] : [];
  return labels.slice(0, 2).map((label, index) => {
    const start = label.index! + label[0].length;
    const end = index === 0 ? labels[1]!.index! : text.length;
    return { name: label[1]!, text: text.slice(start, end) };
  });
}

function mergeSkillBoxes(halves: readonly PersonnelHalf[]) {
  return {
    skills: halves.flatMap((half) => half.skillBox.skills),
    specialSkills: halves.flatMap((half) => half.skillBox.specialSkills),
    specialDownloads: halves.flatMap((half) => half.skillBox.specialDownloads),
  };
}

function shipFacts(record: LackeyRecord, report: IssueSink): ShipFacts {
  const shipText = parseShipText(record['Text'] ?? '');
  const shipClass = (record['Class'] ?? '').trim();
  return {
    ...(shipClass ? { shipClass } : {}),
    range: parseAttribute(record['Int/Rng'] ?? '', 'Int/Rng', report),
    weapons: parseAttribute(record['Cun/Wpn'] ?? '', 'Cun/Wpn', report),
    shields: parseAttribute(record['Str/Shd'] ?? '', 'Str/Shd', report),
    staffing: parseStaffing(record['Staff'] ?? '', report),
    ...shipText,
  };
}

/** A facility's WEAPONS and SHIELDS: a blank box is an undefined attribute (most facilities print no WEAPONS). */
function facilityFacts(record: LackeyRecord, report: IssueSink): FacilityFacts {
  const box = (name: 'Cun/Wpn' | 'Str/Shd'): AttributeValue => {
    const raw = (record[name] ?? '').trim();
    return raw === '' ? { kind: 'undefined', raw } : parseAttribute(raw, name, report);
  };
  return { weapons: box('Cun/Wpn'), shields: box('Str/Shd') };
}

function missionFacts(
  record: LackeyRecord,
  affiliationIcons: Affiliation[],
  attemptText: string | undefined,
  universal: boolean,
  report: IssueSink,
): MissionFacts {
  const kind = parseMissionKind(record['Mission/ Dilemma Type'] ?? '', 'Mission/ Dilemma Type', report) ?? 'planet';
  if (!(record['Mission/ Dilemma Type'] ?? '').trim()) report('Mission/ Dilemma Type', '', 'mission without type icon');
  const points = parsePoints(record['Points'] ?? '', report);
  const span = parseSpan(record['Span'] ?? '', report);
  const quadrant = parseQuadrant(record['Quadrant'] ?? '', report);
  const region = (record['Region'] ?? '').trim();
  const requirements = parseMissionRequirements(record['Text'] ?? '', report);
  return {
    kind,
    ...(points ? { points } : {}),
    ...(span !== undefined ? { span } : {}),
    ...(quadrant ? { quadrant } : {}),
    ...(region ? { region } : {}),
    affiliationIcons,
    ...(attemptText ? { attemptText } : {}),
    ...requirements,
    universal,
  };
}
