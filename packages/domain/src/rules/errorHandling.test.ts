import { describe, it, expect } from 'vitest';
import { errorPageKind, isReorderDecisionRequired, shouldReportError } from './errorHandling';

describe('errorPageKind', () => {
  it('prefers product-not-found by message', () => {
    expect(errorPageKind('PRODUCT_NOT_FOUND', 404)).toBe('productNotFound');
    expect(errorPageKind('PRODUCT_NOT_FOUND', 500)).toBe('productNotFound');
  });
  it('uses page-not-found for 404', () => {
    expect(errorPageKind('Not found', 404)).toBe('pageNotFound');
  });
  it('falls back to something-went-wrong', () => {
    expect(errorPageKind('boom', 500)).toBe('somethingWentWrong');
    expect(errorPageKind(undefined, undefined)).toBe('somethingWentWrong');
  });
});

describe('shouldReportError', () => {
  it('reports below 400 and from 500', () => {
    expect(shouldReportError(0)).toBe(true);
    expect(shouldReportError(399)).toBe(true);
    expect(shouldReportError(500)).toBe(true);
    expect(shouldReportError(503)).toBe(true);
  });
  it('does not report 4xx', () => {
    expect(shouldReportError(400)).toBe(false);
    expect(shouldReportError(404)).toBe(false);
    expect(shouldReportError(499)).toBe(false);
  });
});

describe('isReorderDecisionRequired', () => {
  it('needs both 406 and code 4006', () => {
    expect(isReorderDecisionRequired(406, '4006')).toBe(true);
    expect(isReorderDecisionRequired(406, 4006)).toBe(true);
    expect(isReorderDecisionRequired(406, '4005')).toBe(false);
    expect(isReorderDecisionRequired(400, '4006')).toBe(false);
    expect(isReorderDecisionRequired(406, null)).toBe(false);
  });
});
