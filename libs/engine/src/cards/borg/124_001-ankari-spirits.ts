// Ankari "Spirits" (borg, 124_001): dilemma — unless three Honor and INTEGRITY above 35, it stays on the ship and kills two random crew now and at the start of every turn; cured by three ENGINEER and Exobiology.
import { defineCard } from '../../behaviour/define';

export default defineCard('124_001', {
  title: 'Ankari "Spirits"',
  scenario: 'behaviour/dilemmas/borg.spec.ts',
  dilemma: {
    title: 'Ankari "Spirits"',
    steps: [{ kind: 'place', on: 'ship', affected: 'none', unless: 'Honor x3 + INTEGRITY>35' }],
    cure: 'ENGINEER x3 + Exobiology',
    ongoing: { periodicKill: { at: 'start-of-turn', count: 2, of: 'any', now: true } },
  },
});
