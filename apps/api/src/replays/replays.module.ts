import { Module } from '@nestjs/common';
import { GamesModule } from '../games/games.module';
import { GetReplayFileHandler } from './queries/get-replay-file';
import { ListReplaysHandler } from './queries/list-replays';
import { ReplaysController } from './replays.controller';

/** Replay downloads and the signing key; the files are built by the platform's replay job. */
@Module({ imports: [GamesModule], controllers: [ReplaysController], providers: [ListReplaysHandler, GetReplayFileHandler] })
export class ReplaysModule {}
