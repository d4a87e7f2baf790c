import { describe, expect, it } from 'vitest';
import { routeHandleFor } from './routes.tsx';

// The header title and the tab bar follow the route the router renders, ranked as it ranks them.
describe('routeHandleFor', () => {
  it('gives the title key and tab-bar flag of the matching route', () => {
    expect(routeHandleFor('/home')).toEqual({ title: 'route.home', tabBar: true });
    expect(routeHandleFor('/setting')).toEqual({ title: 'route.setting' });
    expect(routeHandleFor('/setting/language')).toEqual({ title: 'route.language' });
    expect(routeHandleFor('/bankIn/usdt')).toEqual({ title: 'route.bankIn' });
  });

  it('prefers a fixed segment over a parameter', () => {
    expect(routeHandleFor('/loans/apply')).toEqual({ title: 'route.loanApply' });
    expect(routeHandleFor('/loans/42')).toEqual({ title: 'route.loanDetail' });
  });

  it('has nothing for paths outside the table', () => {
    expect(routeHandleFor('/')).toBeUndefined();
    expect(routeHandleFor('/nowhere')).toBeUndefined();
  });
});
