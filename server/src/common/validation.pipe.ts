import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

/** Strips nothing silently: unknown fields are an error, and every message becomes one sentence. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => new BadRequestException([...new Set(validationMessages(errors))].join('. ')),
  });
}

function validationMessages(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) =>
      message.replace(/^property (\S+) should not exist$/, `Unknown field '${path}'`),
    );
    return [...own, ...validationMessages(error.children ?? [], path)];
  });
}
