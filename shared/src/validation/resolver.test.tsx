import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, type ResolverOptions } from 'react-hook-form';
import { valibotResolver } from './resolver';
import { feedbackSchema, loginSchema, registrationSchema } from './schemas';

type Login = { email: string; password: string };
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Login>;

describe('valibotResolver', () => {
  it('passes valid values through without errors', async () => {
    const resolver = valibotResolver(loginSchema);
    await expect(resolver({ email: 'a', password: 'b' }, undefined, options)).resolves.toEqual({ values: { email: 'a', password: 'b' }, errors: {} });
  });

  it("submits the schema's output: transforms such as trimming are kept", async () => {
    const resolver = valibotResolver(feedbackSchema);
    const result = await resolver({ comment: '  Great juice!  ', rating: 5, captcha: '12' }, undefined, options as never);
    expect(result).toEqual({ values: { comment: 'Great juice!', rating: 5, captcha: '12' }, errors: {} });
  });

  it('gives each failing field its first issue, the message being the translation key', async () => {
    const resolver = valibotResolver(loginSchema);
    const result = await resolver({ email: '', password: '' }, undefined, options);
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      email: { type: 'non_empty', message: 'MANDATORY_EMAIL' },
      password: { type: 'non_empty', message: 'MANDATORY_PASSWORD' },
    });
  });

  it('puts a cross-field rule on the field it is forwarded to', async () => {
    const resolver = valibotResolver(registrationSchema);
    const result = await resolver(
      { email: 'a@b.cd', password: 'secret', passwordRepeat: 'secreT', securityQuestionId: 1, securityAnswer: 'x' },
      undefined,
      options as never,
    );
    expect(result.errors).toEqual({ passwordRepeat: { type: 'partial_check', message: 'PASSWORDS_NOT_MATCHING' } });
  });

  it('drives a react-hook-form form: errors show until the input is valid, then it submits', async () => {
    const submitted = jest.fn();
    function LoginForm() {
      const { register, handleSubmit, formState } = useForm<Login>({ resolver: valibotResolver(loginSchema), defaultValues: { email: '', password: '' } });
      return (
        <form onSubmit={handleSubmit(submitted)}>
          <input aria-label="email" {...register('email')} />
          {formState.errors.email && <p role="alert">{formState.errors.email.message}</p>}
          <input aria-label="password" {...register('password')} />
          {formState.errors.password && <p role="alert">{formState.errors.password.message}</p>}
          <button type="submit">Log in</button>
        </form>
      );
    }
    const user = userEvent.setup();
    render(<LoginForm />);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findAllByRole('alert')).map((alert) => alert.textContent)).toEqual(['MANDATORY_EMAIL', 'MANDATORY_PASSWORD']);
    expect(submitted).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('email'), 'jade@pulp.shop');
    await user.type(screen.getByLabelText('password'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    expect(submitted.mock.calls[0][0]).toEqual({ email: 'jade@pulp.shop', password: 'pw' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
