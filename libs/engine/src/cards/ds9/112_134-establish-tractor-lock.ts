// Establish Tractor Lock (ds9, 112_134): objective — lying on your staffed ship with a Tractor Beam, it holds another ship at
// that location: the held ship may not move nor initiate battle. You may discard it at any time; it is discarded once your
// ship moves or battles, or its SHIELDS fall below the held ship's RANGE (or the held ship is no longer there).
import { defineCard } from '../../behaviour/define';

// behaviour/tractor-beams.ts. The Nor way ("your Nor with Tractor Beam and your personnel unopposed in Ops") has nothing to
// act on: no card in the list gives a Nor a Tractor Beam (Activate Tractor Beam adds one to a ship or an outpost only).
export default defineCard('112_134', {
  title: 'Establish Tractor Lock',
  scenario: 'behaviour/tractor-beams.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'tractor-lock' },
  duration: 'on-target-card',
  triggers: [{ on: 'played', effects: [{ kind: 'hold-in-tractor-lock' }] }],
  discardWhen: [{ kind: 'tractor-lock-broken' }],
  abilities: [{ id: 'release', window: 'any-time', effects: [{ kind: 'discard-self' }] }],
});
