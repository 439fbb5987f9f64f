// Data (The Sky's the Limit) (tstl, 163_041): personnel — in personnel battle, every adversary he stuns is mortally wounded instead.
import { defineCard } from '../../behaviour/define';

export default defineCard('163_041', {
  title: "Data (The Sky's the Limit)",
  scenario: 'behaviour/combat.spec.ts',
  battle: [{ kind: 'mortally-wounds-its-stuns' }],
});
