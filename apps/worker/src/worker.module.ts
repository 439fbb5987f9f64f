import { Module, type DynamicModule } from '@nestjs/common';
import { PlatformModule, type PlatformConfig } from '@captains-log/platform';

/** The worker: the platform's job processors and projectors, without HTTP. */
@Module({})
export class WorkerModule {
  static forRoot(config: PlatformConfig): DynamicModule {
    return { module: WorkerModule, imports: [PlatformModule.forRoot({ config, role: 'worker' })] };
  }
}
