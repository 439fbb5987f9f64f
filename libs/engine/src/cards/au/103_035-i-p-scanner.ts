// I.P. Scanner (au, 103_035): equipment — a phase scanner: where present it cancels two phase-shifted dilemmas as they are encountered (and an interrupt that drains minds).
import { defineCard } from '../../behaviour/define';

export default defineCard('103_035', {
  title: 'I.P. Scanner',
  scenario: 'behaviour/equipment-incidents.spec.ts',
  play: { window: { kind: 'report' } },
  nullifies: [{ kind: 'dilemmas-where-present', titles: ['Interphasic Plasma Creatures', 'Phased Matter'] }],
  manual: ['nullifying Brain Drain (an interrupt) where present'],
});
