/** The JSON body of every error answer (docs/product.md#error-responses). */
export interface ApiErrorBody {
  message: string;
  fieldErrors?: Record<string, string>;
}

export const GENERIC_SERVER_ERROR = 'Something went wrong on our side. Please try again.';
