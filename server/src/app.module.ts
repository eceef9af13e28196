import { DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { AuthModule } from './auth/auth.module.js';
import { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { HealthModule } from './health/health.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-api-key"]'],
            // Health probes would drown everything else.
            autoLogging: { ignore: (request) => request.url === '/api/health' },
          },
        }),
        DatabaseModule,
        HealthModule,
        AuthModule,
      ],
    };
  }
}
