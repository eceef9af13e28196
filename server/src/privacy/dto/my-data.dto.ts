import { AccountKeyDto, RiskSettingsDto, TerminalStateDto } from '../../accounts/mt-account.dto.js';
import { EaTradeDto } from '../../ea/dto/ea-report.dto.js';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class DeleteAccountDto {
  @ApiProperty({ description: 'The current password, to confirm.' })
  @MaxLength(128, { message: 'Current password is incorrect' })
  @IsNotEmpty({ message: 'Please enter your current password' })
  @IsString({ message: 'Please enter your current password' })
  password!: string;
}

export class ExportedProfileDto {
  @ApiProperty() email!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) phone!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) firstName!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) lastName!: string | null;
  @ApiProperty({ enum: ['user', 'support', 'admin'] }) role!: string;
  @ApiProperty({ description: 'Whether Google sign-in is linked.' }) googleLinked!: boolean;
  @ApiProperty({ description: 'Whether two-factor sign-in is on (its secret is never exported).' })
  twoFactorEnabled!: boolean;
  @ApiProperty() createdAt!: string;
}

export class ExportedSubscriptionDto {
  @ApiProperty() plan!: string;
  @ApiProperty() status!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) billingCycle!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) startedAt!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) expiresAt!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) cancelledAt!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) amountPaid!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) currencyPaid!: string | null;
}

export class ExportedPaymentDto {
  @ApiProperty() id!: number;
  @ApiProperty() plan!: string;
  @ApiProperty() billingCycle!: string;
  @ApiProperty({ example: '29.00' }) priceAmount!: string;
  @ApiProperty({ example: 'USD' }) priceCurrency!: string;
  @ApiProperty() payCurrency!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) payAmount!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) payAddress!: string | null;
  @ApiProperty() provider!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) providerPaymentId!: string | null;
  @ApiProperty() status!: string;
  @ApiProperty() createdAt!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) confirmedAt!: string | null;
}

export class ExportedMtAccountDto {
  @ApiProperty() mtId!: string;
  @ApiProperty() createdAt!: string;
  @ApiPropertyOptional({
    type: AccountKeyDto,
    nullable: true,
    description: 'The key itself is never kept, only its hash.',
  })
  key!: AccountKeyDto | null;
  @ApiProperty({ type: RiskSettingsDto }) settings!: RiskSettingsDto;
  @ApiPropertyOptional({ type: TerminalStateDto, nullable: true }) terminal!: TerminalStateDto | null;
  @ApiProperty({ type: [EaTradeDto], description: "What the account's Expert Advisor reported." })
  trades!: EaTradeDto[];
}

export class ExportedAlertSettingsDto {
  @ApiProperty() emailEnabled!: boolean;
  @ApiProperty() telegramLinked!: boolean;
  @ApiProperty() telegramEnabled!: boolean;
  @ApiPropertyOptional({ type: String, nullable: true }) webhookUrl!: string | null;
  @ApiProperty() webhookEnabled!: boolean;
  @ApiProperty() newSignals!: boolean;
  @ApiProperty({ type: [String] }) signalCategories!: string[];
  @ApiProperty() minConfidence!: number;
  @ApiProperty() signalOutcomes!: boolean;
  @ApiProperty() highImpactNews!: boolean;
  @ApiProperty({ type: [String] }) newsCurrencies!: string[];
  @ApiProperty() subscriptionReminders!: boolean;
  @ApiProperty() paymentConfirmed!: boolean;
}

/** Everything the service keeps about one person, as one JSON document. */
export class MyDataExportDto {
  @ApiProperty() exportedAt!: string;
  @ApiProperty({ type: ExportedProfileDto }) profile!: ExportedProfileDto;
  @ApiPropertyOptional({ type: ExportedSubscriptionDto, nullable: true })
  subscription!: ExportedSubscriptionDto | null;
  @ApiProperty({ type: [ExportedPaymentDto] }) payments!: ExportedPaymentDto[];
  @ApiProperty({ type: [ExportedMtAccountDto] }) mtAccounts!: ExportedMtAccountDto[];
  @ApiPropertyOptional({ type: ExportedAlertSettingsDto, nullable: true, description: 'Null until saved once.' })
  alertSettings!: ExportedAlertSettingsDto | null;
}

export class AccountDeletedDto {
  @ApiProperty({ example: 'Your account has been deleted.' })
  message!: string;
}
