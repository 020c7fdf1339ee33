import type { HttpContext } from '@adonisjs/core/http'
import { getSupplement, listSupplements, professionStats, professionSupplements } from '#services/reference_data/reference_service'
import { jobCategoryValidator } from '#validators/reference'

export default class SupplementsController {
  async index() {
    return listSupplements()
  }

  async show({ params }: HttpContext) {
    return getSupplement(params.id)
  }

  async forProfession({ params }: HttpContext) {
    return professionSupplements(jobCategoryValidator.validate({ jobCategory: params.jobCategory }).jobCategory)
  }

  async professionStats({ params }: HttpContext) {
    return professionStats(jobCategoryValidator.validate({ jobCategory: params.jobCategory }).jobCategory)
  }
}
