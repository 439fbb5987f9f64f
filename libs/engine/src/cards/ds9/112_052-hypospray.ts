// Hypospray (ds9, 112_052): equipment — in a personnel battle, one of your MEDICAL present may stun the adversary it has just been paired with, or a personnel mortally wounded in the battle becomes disabled instead; androids are not affected.
import { defineCard } from '../../behaviour/define';

const medical = { anyOf: [{ classification: 'MEDICAL' }, { skill: 'MEDICAL' }] };

export default defineCard('112_052', {
  title: 'Hypospray',
  scenario: 'behaviour/combat-pairings.spec.ts',
  play: { window: { kind: 'report' } },
  // Issue 15 (helper pairs): used in the combat-pairing window, once per battle per copy (behaviour/combat-pairings.ts).
  abilities: [
    { id: 'sedate', window: { kind: 'response', to: 'combat-pairing' }, targets: { kind: 'adversary-engaging-yours', yours: medical, notSpecies: 'Android', presentWithSelf: true }, effects: [{ kind: 'stun-adversary' }] },
    { id: 'revive', window: { kind: 'response', to: 'combat-pairing' }, targets: { kind: 'wounded-in-battle', user: medical, notSpecies: 'Android', presentWithSelf: true }, effects: [{ kind: 'wounded-to-disabled' }] },
  ],
});
