import { join } from 'node:path';
import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { MailService } from './mail.service.js';
import { MailTransport } from './providers/mail-transport.js';
import { OutboxTransport } from './providers/outbox.transport.js';
import { SmtpTransport } from './providers/smtp.transport.js';

@Global()
@Module({
  providers: [
    {
      provide: MailTransport,
      inject: [AppConfig],
      useFactory: (config: AppConfig): MailTransport =>
        config.mail.smtpUrl
          ? new SmtpTransport(config.mail.smtpUrl)
          : new OutboxTransport(join(config.dataDir, 'outbox')),
    },
    MailService,
  ],
  exports: [MailService],
})
export class MailModule {}
