import type { Language } from '@kiddo/contracts';

/** Success texts the API answers with, in the request's language. Errors live in the contracts. */
const API_MESSAGES = {
  pt: {
    registered: 'Conta criada! Enviamos um link de confirmação para o seu email.',
    email_confirmed: 'Email confirmado! Você já pode entrar.',
    confirmation_sent: 'Se houver uma conta pendente de confirmação com este email, enviamos um novo link.',
    reset_requested: 'Se houver uma conta com este email, enviamos as instruções para redefinir a senha.',
    password_reset: 'Senha redefinida! Entre com a nova senha.',
    password_changed: 'Senha alterada com sucesso!',
    contact_received: 'Mensagem enviada! Respondemos em até 2 dias úteis.',
    account_deleted: 'Sua conta e os dados das crianças foram excluídos. Sentiremos sua falta!',
    subscription_canceled:
      'Assinatura cancelada. Você continua Super Kiddo até {date}, e os tokens recebidos são seus.',
  },
  en: {
    registered: 'Account created! We sent a confirmation link to your email.',
    email_confirmed: 'Email confirmed! You can sign in now.',
    confirmation_sent: 'If there is an account awaiting confirmation with this email, we sent a new link.',
    reset_requested: 'If there is an account with this email, we sent instructions to reset the password.',
    password_reset: 'Password reset! Sign in with the new password.',
    password_changed: 'Password changed successfully!',
    contact_received: 'Message sent! We reply within 2 business days.',
    account_deleted: 'Your account and your children’s data were deleted. We will miss you!',
    subscription_canceled:
      'Subscription cancelled. You stay Super Kiddo until {date}, and the tokens you received are yours.',
  },
  es: {
    registered: '¡Cuenta creada! Enviamos un enlace de confirmación a tu email.',
    email_confirmed: '¡Email confirmado! Ya puedes iniciar sesión.',
    confirmation_sent: 'Si hay una cuenta pendiente de confirmación con este email, enviamos un nuevo enlace.',
    reset_requested: 'Si hay una cuenta con este email, enviamos las instrucciones para restablecer la contraseña.',
    password_reset: '¡Contraseña restablecida! Inicia sesión con la nueva contraseña.',
    password_changed: '¡Contraseña cambiada con éxito!',
    contact_received: '¡Mensaje enviado! Respondemos en un plazo de 2 días hábiles.',
    account_deleted: 'Tu cuenta y los datos de los niños fueron eliminados. ¡Te echaremos de menos!',
    subscription_canceled:
      'Suscripción cancelada. Sigues siendo Super Kiddo hasta el {date}, y los tokens recibidos son tuyos.',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type ApiMessageKey = keyof (typeof API_MESSAGES)['pt'];

export function apiMessage(key: ApiMessageKey, language: Language): string {
  return API_MESSAGES[language][key];
}

export const API_MESSAGE_TABLES = API_MESSAGES;
