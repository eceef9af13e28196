/** POST /api/signals/generate takes no fields; any field sent is refused by the validation pipe. */
export class GenerateSignalsDto {}
