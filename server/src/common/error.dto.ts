import { ApiProperty } from '@nestjs/swagger';

/** The one error body of the API (Nest's shape); `error` and `message` carry the same sentence. */
export class ErrorDto {
  @ApiProperty({ example: 400 })
  statusCode!: number;

  @ApiProperty({ description: 'A sentence the caller can act on.', example: 'Please fill in all fields.' })
  message!: string;

  @ApiProperty({ description: 'The same sentence as `message`.', example: 'Please fill in all fields.' })
  error!: string;
}

/** A plain acknowledgement. */
export class SuccessDto {
  @ApiProperty({ enum: [true] })
  success!: true;
}
