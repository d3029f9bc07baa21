/** rulebook p.43 Making an Exit Manoeuvre: each model within 3" of the building. */
export const EXIT_REACH = 3;
