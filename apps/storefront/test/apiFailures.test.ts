import { ApiError } from '@salon/api-client';
import { describe, expect, it, vi } from 'vitest';
import { apiFailureAction, createApiFailureHandler } from '../app/lib/apiFailures';

const apiError = (status: number, code = `HTTP_${status}`) => new ApiError(status, { code, message: code });

describe('API failure handling', () => {
  it('ends the login on a 401 for a logged-in visitor only', () => {
    expect(apiFailureAction(apiError(401), true)).toBe('end-login');
    expect(apiFailureAction(apiError(401), false)).toBe('none');
  });

  it('reports statuses below 400 and from 500 up, network failures and other errors; leaves other 4xx and cancellations to the caller', () => {
    expect(apiFailureAction(apiError(500), true)).toBe('report');
    expect(apiFailureAction(apiError(503), false)).toBe('report');
    expect(apiFailureAction(apiError(304), false)).toBe('report');
    expect(apiFailureAction(new TypeError('Failed to fetch'), false)).toBe('report');
    expect(apiFailureAction(apiError(404, 'ORDER_NOT_FOUND'), true)).toBe('none');
    expect(apiFailureAction(apiError(409, 'ORDER_NOT_EDITABLE'), true)).toBe('none');
    expect(apiFailureAction(apiError(403), true)).toBe('none');
    expect(apiFailureAction(Object.assign(new Error('aborted'), { name: 'AbortError' }), true)).toBe('none');
  });

  it('reloads once for any number of 401s (direct calls and queries alike) and handles an error seen twice once', () => {
    const reload = vi.fn();
    const report = vi.fn();
    const handle = createApiFailureHandler({ isLoggedIn: () => true, reload, report });
    // cart.addProduct and removeLine call the client directly; a query's failure reaches the handler twice.
    handle(apiError(401, 'NOT_AUTHENTICATED'));
    handle(apiError(401, 'NOT_AUTHENTICATED'));
    expect(reload).toHaveBeenCalledTimes(1);
    const serverError = apiError(500);
    handle(serverError);
    handle(serverError);
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith(serverError);
  });

  it('never reloads a logged-out page', () => {
    const reload = vi.fn();
    const handle = createApiFailureHandler({ isLoggedIn: () => false, reload, report: vi.fn() });
    handle(apiError(401));
    expect(reload).not.toHaveBeenCalled();
  });
});
