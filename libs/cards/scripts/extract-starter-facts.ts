/**
 * Maintainer tool: prints the FACTS (numbers, skills, icons, requirements, staffing) of the
 * chosen Premiere cards from the shared card list, as TypeScript for src/starter/starter-facts.ts.
 * It never emits lore or game text; effect summaries in that file are written by hand.
 *   node -r @swc-node/register libs/cards/scripts/extract-starter-facts.ts <csv> <title>...
 */
import { loadLackeyCsvFile } from '../src/lackey/load-file';
import type { AttributeValue, Card } from '../src/model';

const [csvPath, ...titles] = process.argv.slice(2);
if (!csvPath) throw new Error('usage: extract-starter-facts <csv> <title>...');
const { cards } = loadLackeyCsvFile(csvPath);
const num = (value: AttributeValue) => (value.kind === 'number' ? value.value : 0);

for (const title of titles) {
  const card = cards.find((c: Card) => c.title === title && c.release === 'premiere');
  if (!card) throw new Error(`not in Premiere: ${title}`);
  const base = { id: card.id, title: card.title, type: card.type, unique: !card.universal, icons: card.icons.map((i) => i.code) };
  let facts: Record<string, unknown> = base;
  if (card.personnel) {
    const p = card.personnel;
    facts = {
      ...base,
      affiliation: card.affiliations[0],
      classification: p.classification,
      attributes: [num(p.integrity), num(p.cunning), num(p.strength)],
      skills: p.skillBox.skills.map((s) => (s.level === 1 ? s.name : [s.name, s.level])),
      characteristics: card.characteristics,
    };
  } else if (card.ship) {
    const s = card.ship;
    facts = {
      ...base,
      affiliation: card.affiliations[0],
      shipClass: s.shipClass,
      attributes: [num(s.range), num(s.weapons), num(s.shields)],
      staffing: s.staffing.icons,
      specialEquipment: s.specialEquipment,
    };
  } else if (card.mission) {
    const m = card.mission;
    facts = {
      ...base,
      kind: m.kind,
      points: m.points?.value,
      span: m.span,
      quadrant: m.quadrant,
      affiliationIcons: m.affiliationIcons,
      requirements: m.requirementText,
    };
  } else if (card.dilemmaKind) {
    facts = { ...base, kind: card.dilemmaKind };
  } else {
    facts = { ...base, affiliation: card.affiliations[0] };
  }
  console.log(`  ${JSON.stringify(facts)},`);
}
