import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { hideLoading, isLoadingVisible, resetLoading, showLoading } from '../../../shared/feedback/loading';

describe('loading overlay', () => {
  afterEach(() => {
    resetLoading();
    cleanup();
  });

  it("shows a status with the default message 'Loading...'", () => {
    showLoading();
    expect(isLoadingVisible()).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
  });

  it('shows the caller message', () => {
    showLoading('Submitting');
    expect(screen.getByRole('status').textContent).toBe('Submitting');
  });

  it('is hidden from the page and from assistive technology after hideLoading', () => {
    showLoading();
    hideLoading();
    expect(isLoadingVisible()).toBe(false);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('two overlapping calls need two hides', () => {
    showLoading('first');
    showLoading('second');
    hideLoading();
    expect(isLoadingVisible()).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('second');
    hideLoading();
    expect(isLoadingVisible()).toBe(false);
  });

  it('an extra hide does not make the count negative', () => {
    hideLoading();
    showLoading();
    hideLoading();
    expect(isLoadingVisible()).toBe(false);
    showLoading();
    expect(isLoadingVisible()).toBe(true);
  });

  it('resetLoading hides it whatever the count', () => {
    showLoading();
    showLoading();
    showLoading();
    resetLoading();
    expect(isLoadingVisible()).toBe(false);
    showLoading();
    hideLoading();
    expect(isLoadingVisible()).toBe(false);
  });
});
