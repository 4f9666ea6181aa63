import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../api/test-support';
import { setUserInfo } from '../stores/session';
import { Permission, usePermission } from './Permission';
import { userInfo } from './test-user';

function Probe({ api }: { api: string }) {
  return <span>{usePermission(api) ? 'allowed' : 'denied'}</span>;
}

describe('permission directive', () => {
  it('renders the element when the user holds one of the roles listed for the api', () => {
    setUserInfo(
      userInfo({
        roles: ['editor'],
        jurisdiction: { GoodCreate: ['admin', 'editor'], GoodDestroy: ['admin'] },
      }),
    );
    render(
      <>
        <Permission api="GoodCreate">
          <button type="button">Create</button>
        </Permission>
        <Permission api="GoodDestroy">
          <button type="button">Delete</button>
        </Permission>
        <Permission api="Unknown">
          <button type="button">Mystery</button>
        </Permission>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Create' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mystery' })).not.toBeInTheDocument();
  });

  it('shows nothing before the user is loaded, and follows role changes', () => {
    render(<Probe api="GoodCreate" />);
    expect(screen.getByText('denied')).toBeInTheDocument();
  });

  it('usePermission works for the signed-in user', () => {
    setUserInfo(userInfo({ roles: ['admin'], jurisdiction: { GoodCreate: ['admin'] } }));
    render(<Probe api="GoodCreate" />);
    expect(screen.getByText('allowed')).toBeInTheDocument();
  });
});
