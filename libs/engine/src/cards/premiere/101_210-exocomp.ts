// Exocomp (premiere, 101_210): personnel — aboard a damaged ship of its owner for two of their full turns in a row, it repairs the ship's damage without an outpost.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_210', {
  title: 'Exocomp',
  scenario: 'behaviour/premiere-c.spec.ts',
  permits: [{ kind: 'repair-aboard', fullTurns: 2 }],
});
