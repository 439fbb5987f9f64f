/**
 * A tournament game's round at the table: the event's name (a link to the player's page of it), the
 * round, and the round's clock counting down (1E rulebook › WINNING THE GAME › Organized Play: Time
 * Limit: time is called 75 minutes after the seed phases begin). The summary is re-read every half
 * minute, so a director's pause or resume shows without a reload.
 */
import { useEffect, useState } from 'react';
import { Link } from '../app/router';
import { RoundClock, useEvery } from '../components/common';
import { api } from '../app/session';
import { tournamentApi, type TournamentSummary } from '../api/tournaments';

export function TournamentRound({ tournament, ended }: { tournament: { readonly id: string; readonly round: number }; ended: boolean }) {
  const [summary, setSummary] = useState<TournamentSummary | null>(null);
  const tick = useEvery(30_000);
  useEffect(() => {
    let live = true;
    // the api module, not the tournament pages' shared components: the table's chunk stays the table's
    tournamentApi(api())
      .summary(tournament.id)
      .then(
        (s) => live && setSummary(s),
        () => live && setSummary(null),
      );
    return () => {
      live = false;
    };
  }, [tournament.id, tick]);
  const round = summary?.rounds.find((r) => r.round === tournament.round) ?? null;
  return (
    <section className="tournament-round" aria-label="Tournament round" data-tournament={tournament.id}>
      <p>
        <Link to={`/event/${tournament.id}/play`}>{summary?.config.name ?? 'Tournament game'}</Link> · round {tournament.round}
      </p>
      {round && !ended ? <RoundClock round={round} /> : null}
    </section>
  );
}
