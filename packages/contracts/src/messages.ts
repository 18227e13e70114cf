import type { ErrorCode, Language } from './common';
import { DEFAULT_LANGUAGE } from './limits';

/**
 * Texts that both the API and the clients show: validation messages (the keys used in the
 * schemas) and the message of each error code. pt is the product's own wording (spec §8).
 */
const pt = {
  'validation.birth_date': 'Informe uma data de nascimento válida.',
  'validation.child_age': 'A criança precisa ter entre 6 e 14 anos.',
  'validation.username': 'O usuário deve ter de 3 a 20 caracteres: letras minúsculas, números, _ ou .',
  'validation.topic_too_long': 'Cada tema pode ter no máximo 50 caracteres.',
  'validation.too_many_topics': 'Cada lista pode ter no máximo 30 temas.',
  'validation.max_daily_chats': 'O limite diário de conversas deve ser entre 1 e 50.',
  'validation.max_message_length': 'O tamanho máximo da mensagem deve ser entre 50 e 2000 caracteres.',
  'validation.time_restrictions': 'O tempo diário deve ser entre 10 e 720 minutos.',
  'errors.username_taken': 'Este nome de usuário já está em uso. Escolha outro.',
  'errors.profile_limit': 'Você atingiu o limite de perfis de crianças do seu plano.',
  'errors.pro_required': 'O modo de áudio está disponível apenas para assinantes do Super Kiddo.',
  'errors.invalid_image': 'Arquivo inválido. Envie uma imagem JPEG, PNG ou GIF.',
  'errors.image_too_large': 'A imagem deve ter no máximo 5 MB.',
  'validation.required': 'Campo obrigatório.',
  'validation.email': 'Informe um email válido.',
  'validation.name_too_long': 'O nome pode ter no máximo 100 caracteres.',
  'validation.password_min': 'A senha deve ter pelo menos 8 caracteres.',
  'validation.password_max': 'A senha pode ter no máximo 128 caracteres.',
  'validation.password_upper': 'A senha deve ter pelo menos uma letra maiúscula.',
  'validation.password_lower': 'A senha deve ter pelo menos uma letra minúscula.',
  'validation.password_digit': 'A senha deve ter pelo menos um número.',
  'validation.child_password_min': 'A senha deve ter pelo menos 6 caracteres',
  'validation.passwords_mismatch': 'As senhas não coincidem',
  'validation.accept_terms': 'Você precisa aceitar os termos de uso e a política de privacidade.',
  'validation.language': 'Idioma não suportado.',
  'validation.invalid_option': 'Opção inválida.',
  'validation.invalid': 'Valor inválido.',
  'errors.validation_error': 'Dados inválidos. Verifique os campos e tente novamente.',
  'errors.invalid_json': 'O corpo da requisição não é um JSON válido.',
  'errors.unauthorized': 'Sua sessão expirou. Entre novamente.',
  'errors.forbidden': 'Acesso negado. Verifique suas credenciais.',
  'errors.not_found': 'Não encontrado.',
  'errors.invalid_credentials': 'Email ou senha inválidos.',
  'errors.invalid_child_credentials': 'Usuário ou senha inválidos.',
  'errors.email_not_verified': 'Confirme seu email antes de entrar. Enviamos um link para sua caixa de entrada.',
  'errors.email_taken': 'Este email já está cadastrado.',
  'errors.invalid_token': 'Link inválido ou expirado. Solicite um novo.',
  'errors.invalid_current_password': 'A senha atual está incorreta.',
  'errors.password_reused': 'A nova senha deve ser diferente da atual.',
  'errors.rate_limited': 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  'errors.payload_too_large': 'O conteúdo enviado é grande demais.',
  'errors.internal_error': 'Erro no servidor. Tente novamente mais tarde.',
} as const;

export type MessageKey = keyof typeof pt;

const en: Record<MessageKey, string> = {
  'validation.birth_date': 'Enter a valid birth date.',
  'validation.child_age': 'The child must be between 6 and 14 years old.',
  'validation.username': 'The username must have 3 to 20 characters: lowercase letters, digits, _ or .',
  'validation.topic_too_long': 'Each topic can have at most 50 characters.',
  'validation.too_many_topics': 'Each list can have at most 30 topics.',
  'validation.max_daily_chats': 'The daily chat limit must be between 1 and 50.',
  'validation.max_message_length': 'The maximum message length must be between 50 and 2000 characters.',
  'validation.time_restrictions': 'The daily time must be between 10 and 720 minutes.',
  'errors.username_taken': 'This username is already taken. Choose another one.',
  'errors.profile_limit': 'You have reached the child profile limit of your plan.',
  'errors.pro_required': 'Audio mode is available to Super Kiddo subscribers only.',
  'errors.invalid_image': 'Invalid file. Send a JPEG, PNG or GIF image.',
  'errors.image_too_large': 'The image must be at most 5 MB.',
  'validation.required': 'This field is required.',
  'validation.email': 'Enter a valid email address.',
  'validation.name_too_long': 'The name can have at most 100 characters.',
  'validation.password_min': 'The password must have at least 8 characters.',
  'validation.password_max': 'The password can have at most 128 characters.',
  'validation.password_upper': 'The password must have at least one uppercase letter.',
  'validation.password_lower': 'The password must have at least one lowercase letter.',
  'validation.password_digit': 'The password must have at least one digit.',
  'validation.child_password_min': 'The password must have at least 6 characters',
  'validation.passwords_mismatch': 'The passwords do not match',
  'validation.accept_terms': 'You must accept the terms of use and the privacy policy.',
  'validation.language': 'Unsupported language.',
  'validation.invalid_option': 'Invalid option.',
  'validation.invalid': 'Invalid value.',
  'errors.validation_error': 'Invalid data. Check the fields and try again.',
  'errors.invalid_json': 'The request body is not valid JSON.',
  'errors.unauthorized': 'Your session has expired. Please sign in again.',
  'errors.forbidden': 'Access denied. Check your credentials.',
  'errors.not_found': 'Not found.',
  'errors.invalid_credentials': 'Invalid email or password.',
  'errors.invalid_child_credentials': 'Invalid username or password.',
  'errors.email_not_verified': 'Confirm your email before signing in. We sent a link to your inbox.',
  'errors.email_taken': 'This email is already registered.',
  'errors.invalid_token': 'Invalid or expired link. Request a new one.',
  'errors.invalid_current_password': 'The current password is incorrect.',
  'errors.password_reused': 'The new password must be different from the current one.',
  'errors.rate_limited': 'Too many attempts. Wait a few minutes and try again.',
  'errors.payload_too_large': 'What you sent is too large.',
  'errors.internal_error': 'Server error. Please try again later.',
};

const es: Record<MessageKey, string> = {
  'validation.birth_date': 'Introduce una fecha de nacimiento válida.',
  'validation.child_age': 'El niño o la niña debe tener entre 6 y 14 años.',
  'validation.username': 'El usuario debe tener de 3 a 20 caracteres: minúsculas, números, _ o .',
  'validation.topic_too_long': 'Cada tema puede tener como máximo 50 caracteres.',
  'validation.too_many_topics': 'Cada lista puede tener como máximo 30 temas.',
  'validation.max_daily_chats': 'El límite diario de conversaciones debe estar entre 1 y 50.',
  'validation.max_message_length': 'La longitud máxima del mensaje debe estar entre 50 y 2000 caracteres.',
  'validation.time_restrictions': 'El tiempo diario debe estar entre 10 y 720 minutos.',
  'errors.username_taken': 'Este nombre de usuario ya está en uso. Elige otro.',
  'errors.profile_limit': 'Has alcanzado el límite de perfiles infantiles de tu plan.',
  'errors.pro_required': 'El modo de audio está disponible solo para suscriptores de Super Kiddo.',
  'errors.invalid_image': 'Archivo no válido. Envía una imagen JPEG, PNG o GIF.',
  'errors.image_too_large': 'La imagen debe tener como máximo 5 MB.',
  'validation.required': 'Campo obligatorio.',
  'validation.email': 'Introduce un email válido.',
  'validation.name_too_long': 'El nombre puede tener como máximo 100 caracteres.',
  'validation.password_min': 'La contraseña debe tener al menos 8 caracteres.',
  'validation.password_max': 'La contraseña puede tener como máximo 128 caracteres.',
  'validation.password_upper': 'La contraseña debe tener al menos una letra mayúscula.',
  'validation.password_lower': 'La contraseña debe tener al menos una letra minúscula.',
  'validation.password_digit': 'La contraseña debe tener al menos un número.',
  'validation.child_password_min': 'La contraseña debe tener al menos 6 caracteres',
  'validation.passwords_mismatch': 'Las contraseñas no coinciden',
  'validation.accept_terms': 'Debes aceptar los términos de uso y la política de privacidad.',
  'validation.language': 'Idioma no admitido.',
  'validation.invalid_option': 'Opción no válida.',
  'validation.invalid': 'Valor no válido.',
  'errors.validation_error': 'Datos no válidos. Revisa los campos e inténtalo de nuevo.',
  'errors.invalid_json': 'El cuerpo de la solicitud no es un JSON válido.',
  'errors.unauthorized': 'Tu sesión ha caducado. Vuelve a iniciar sesión.',
  'errors.forbidden': 'Acceso denegado. Verifica tus credenciales.',
  'errors.not_found': 'No encontrado.',
  'errors.invalid_credentials': 'Email o contraseña no válidos.',
  'errors.invalid_child_credentials': 'Usuario o contraseña no válidos.',
  'errors.email_not_verified': 'Confirma tu email antes de entrar. Enviamos un enlace a tu bandeja de entrada.',
  'errors.email_taken': 'Este email ya está registrado.',
  'errors.invalid_token': 'Enlace no válido o caducado. Solicita uno nuevo.',
  'errors.invalid_current_password': 'La contraseña actual es incorrecta.',
  'errors.password_reused': 'La nueva contraseña debe ser diferente de la actual.',
  'errors.rate_limited': 'Demasiados intentos. Espera unos minutos e inténtalo de nuevo.',
  'errors.payload_too_large': 'Lo que enviaste es demasiado grande.',
  'errors.internal_error': 'Error del servidor. Inténtalo de nuevo más tarde.',
};

export const MESSAGES: Record<Language, Record<MessageKey, string>> = { pt, en, es };

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(pt, key);
}

/** Translates a message key; an unknown key (a schema without a custom message) gets the generic text. */
export function translateMessage(key: string, language: Language = DEFAULT_LANGUAGE): string {
  const table = MESSAGES[language] ?? MESSAGES[DEFAULT_LANGUAGE];
  return isMessageKey(key) ? table[key] : table['validation.invalid'];
}

export function errorMessage(code: ErrorCode, language: Language = DEFAULT_LANGUAGE): string {
  return translateMessage(`errors.${code}`, language);
}
