import { changePasswordSchema, forgotPasswordSchema, loginSchema, resetPasswordSchema, signupSchema } from '@dosewise/sync-protocol'
import { validator } from '#validators/validator'

export const signupValidator = validator(signupSchema)
export const loginValidator = validator(loginSchema)
export const changePasswordValidator = validator(changePasswordSchema)
export const forgotPasswordValidator = validator(forgotPasswordSchema)
export const resetPasswordValidator = validator(resetPasswordSchema)
