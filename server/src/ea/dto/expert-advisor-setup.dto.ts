import { ApiProperty } from '@nestjs/swagger';

export class ExpertAdvisorSetupDto {
  @ApiProperty({
    example: 'https://signals.example.com',
    description:
      'What the downloaded EA has as ServerUrl and MetaTrader must list under Tools > Options > Expert Advisors: scheme, host and any port, no trailing slash.',
  })
  serverUrl!: string;
}
