// I.P. Scanner (au, 103_035): equipment — a phase scanner: where present it cancels two phase-shifted dilemmas as they are encountered, and nullifies an interrupt that drains minds lying on a personnel there.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_035', {
  title: 'I.P. Scanner',
  scenario: 'behaviour/present-nullifiers.spec.ts',
  play: { window: { kind: 'report' } },
  nullifies: [{ kind: 'dilemmas-where-present', titles: ['Interphasic Plasma Creatures', 'Phased Matter'] }],
  nullifiesWherePresent: [{ kind: 'cards-on-personnel-present', titles: ['Brain Drain'] }],
});
