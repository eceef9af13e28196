import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

export class IssueKeyDto {
  @ApiProperty({
    type: String,
    nullable: true,
    required: false,
    example: null,
    description:
      "The prefix of the key this replaces, as the caller's page shows it (null or left out: the account has none). " +
      'When the key changed meanwhile (a second click, another tab) the answer is 409 and nothing is issued.',
  })
  @IsOptional()
  @IsString({ message: 'replaces must be the prefix of the key shown, or null' })
  @MaxLength(16, { message: 'replaces must be the prefix of the key shown, or null' })
  replaces?: string | null;
}

export class IssuedKeyDto {
  @ApiProperty({
    example: 'sdk_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcd',
    description: 'Shown this once: only its hash is kept.',
  })
  key!: string;

  @ApiProperty({ example: 'sdk_AbCd' })
  prefix!: string;

  @ApiProperty({ format: 'date-time' })
  issuedAt!: string;
}

/** DELETE /api/accounts/keys: which accounts' keys were revoked, by MT ID, and a sentence. */
export class RevokedKeysDto {
  @ApiProperty({ type: String, isArray: true, example: ['12345678'], description: 'MT IDs whose key was revoked.' })
  revoked!: string[];

  @ApiProperty({ example: 'The keys of 1 account were revoked: 12345678. Issue a new key for each to carry on.' })
  message!: string;
}
