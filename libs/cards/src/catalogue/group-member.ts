/** Turns a personnel card into the evaluator's `GroupMember` (printed values, no modifiers). */
import { attributeNumber } from '../lackey/attributes';
import type { Card } from '../model';
import type { GroupMember } from '../requirements/evaluate';

export function groupMemberFromCard(card: Card): GroupMember {
  const personnel = card.personnel;
  if (!personnel) throw new Error(`${card.title} (${card.id}) is not a personnel card`);
  return {
    title: card.title,
    persona: card.persona,
    classification: personnel.classification,
    skills: personnel.skillBox.skills.filter((skill) => skill.condition === undefined && skill.level > 0),
    integrity: attributeNumber(personnel.integrity),
    cunning: attributeNumber(personnel.cunning),
    strength: attributeNumber(personnel.strength),
    characteristics: card.characteristics,
    icons: card.icons.map((icon) => icon.code),
  };
}
