/** '78% popular' and '1,240 users' (spec §2: the dashboard's badges say the same). */
export const formatPopularity = (percent: number) => `${Math.round(percent)}% popular`

export const formatUsers = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'user' : 'users'}`
